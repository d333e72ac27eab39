// Every third-party script goes through a wrapper that calls this only after its own consent check.

const loading = new Map<string, Promise<void>>();

export function loadScript(src: string): Promise<void> {
  let pending = loading.get(src);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.async = true;
      script.src = src;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(src);
        reject(new Error(`${src} did not load`));
      };
      document.head.append(script);
    });
    loading.set(src, pending);
  }
  return pending;
}

export function isScriptPresent(src: string): boolean {
  return [...document.scripts].some((script) => script.src === new URL(src, window.location.href).toString());
}
