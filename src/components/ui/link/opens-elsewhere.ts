/** A click the browser handles itself: a new tab or window, a download, another frame. */
export function opensElsewhere(
  anchor: Element,
  click: Pick<MouseEvent, 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'button'>,
): boolean {
  const target = anchor.getAttribute('target');
  return (
    (target !== null && target !== '' && target !== '_self') ||
    click.metaKey ||
    click.ctrlKey ||
    click.shiftKey ||
    click.altKey ||
    click.button !== 0 ||
    anchor.hasAttribute('download')
  );
}
