// §2.2: one Tab stop per composite control and arrow keys inside it, as WAI-ARIA's tabs and toolbar patterns do.

export interface RovingOptions {
  /** Up and Down move too (a group that wraps onto several rows). Left and Right always do. */
  vertical?: boolean;
  /** Right-to-left text: Left moves forward and Right backward, as the eye reads. */
  rtl?: boolean;
  /** Past the last item back to the first (and the other way); otherwise the ends stay put. */
  wrap?: boolean;
  homeEnd?: boolean;
}

/** The index the focus moves to, or null when the key is no move within the group (the browser's default then). */
export function rovingTarget(key: string, current: number, count: number, options: RovingOptions = {}): number | null {
  if (count <= 0 || current < 0 || current >= count) return null;
  const { vertical = false, rtl = false, wrap = true, homeEnd = true } = options;
  let step: number;
  switch (key) {
    case 'ArrowRight':
      step = rtl ? -1 : 1;
      break;
    case 'ArrowLeft':
      step = rtl ? 1 : -1;
      break;
    case 'ArrowDown':
      if (!vertical) return null;
      step = 1;
      break;
    case 'ArrowUp':
      if (!vertical) return null;
      step = -1;
      break;
    case 'Home':
      return homeEnd ? 0 : null;
    case 'End':
      return homeEnd ? count - 1 : null;
    default:
      return null;
  }
  const next = current + step;
  if (next >= 0 && next < count) return next;
  return wrap ? (next + count) % count : current;
}
