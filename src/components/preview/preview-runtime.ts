// §4.13 live preview in the browser, loaded only through PreviewBoot: it applies the editor's
// design messages until reload; their rules are in src/lib/preview.
import { applyToDesignSettings, acceptDesignMessage, type DesignMessage } from '@/lib/preview/design-message.ts';
import { designAttributes, type DesignSettings } from '@/lib/preview/design-settings.ts';
import {
  editorOrigins,
  mountedTargetOrigins,
  MOUNTED_MESSAGE,
  type EditorWindows,
} from '@/lib/preview/editor-origins.ts';
import { previewDesignSchema } from '@/lib/preview/preview-design.ts';
import { previewFontFaces } from '@/lib/preview/preview-fonts.ts';
import type { Theme } from '@/lib/config/site-schema.ts';
import { applyDesignMessage } from '@/lib/theme/design-messages.ts';
import { buildThemeVariables } from '@/lib/theme/variables.ts';

const DESIGN_URL = '/api/preview/design';

/** The editor's origin when the browser tells it: a frame's parent, or the page that opened this one. */
function knownEditorOrigin(framed: boolean, allowlist: readonly string[]): string | undefined {
  if (framed) return window.location.ancestorOrigins?.[0];
  // An opened window has no ancestorOrigins; its referrer names the opener only when it was the
  // opener that navigated here (not after a reload or a later page of the site).
  try {
    const referrer = document.referrer ? new URL(document.referrer).origin : undefined;
    return referrer && allowlist.includes(referrer) ? referrer : undefined;
  } catch {
    return undefined;
  }
}

/** Starts listening and says "mounted"; returns a function that stops listening. */
export async function startPreview(): Promise<() => void> {
  const stop = () => {};
  const windows: EditorWindows = { self: window, parent: window.parent, opener: window.opener };
  const framed = window.parent !== window;
  const editorWindow = (framed ? window.parent : window.opener) as Window | null;
  if (!editorWindow) return stop;

  const response = await fetch(DESIGN_URL, { credentials: 'same-origin' });
  if (!response.ok) return stop;
  const published = previewDesignSchema.safeParse(await response.json());
  if (!published.success) return stop;
  const allowlist = editorOrigins(published.data.allowedEmbeddingDomains, window.location.protocol === 'https:');
  if (allowlist.length === 0) return stop;

  const root = document.documentElement;
  const { roundness } = published.data;
  let theme: Theme = published.data.theme;
  let settings: DesignSettings = published.data.design;
  const requestedFaces = new Set<string>();

  const applyTheme = (message: DesignMessage) => {
    theme = applyDesignMessage(theme, message);
    // §3.15: the whole theme is derived again, so every colour role (readable, visible, on-…)
    // follows the injected palette and text stays readable.
    for (const [name, value] of Object.entries(buildThemeVariables(theme, roundness, { layout: false }))) {
      root.style.setProperty(name, value);
    }
  };

  const loadFaces = (message: Extract<DesignMessage, { type: 'font' }>) => {
    for (const face of previewFontFaces(message.payload.font)) {
      if (requestedFaces.has(face.url)) continue;
      requestedFaces.add(face.url);
      const fontFace = new FontFace(face.family, `url(${face.url}) format("woff2")`, {
        weight: String(face.weight),
        style: face.style,
        display: 'swap',
      });
      document.fonts.add(fontFace);
      // A face that fails to load leaves the fallback of the family's stack in place.
      fontFace.load().catch(() => requestedFaces.delete(face.url));
    }
  };

  const onMessage = (event: MessageEvent) => {
    const message = acceptDesignMessage(event, { allowlist, windows });
    // Anything refused changes nothing and is not reported: the sender may be hostile.
    if (!message) return;
    if (message.type === 'colorScheme' || message.type === 'font') {
      if (message.type === 'font') loadFaces(message);
      applyTheme(message);
      return;
    }
    settings = applyToDesignSettings(settings, message);
    for (const [name, value] of Object.entries(designAttributes(settings))) root.setAttribute(name, value);
  };

  window.addEventListener('message', onMessage);
  for (const origin of mountedTargetOrigins(allowlist, knownEditorOrigin(framed, allowlist))) {
    editorWindow.postMessage(MOUNTED_MESSAGE, origin);
  }
  return () => window.removeEventListener('message', onMessage);
}
