interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a new task, so that work started after it is not added to the task running now. On the reference phone
 * a task blocks for whatever it lasts past 50 ms: the tags set up together made one 40–60 ms task on this host
 * (400–550 ms on the phone, 350–500 of them blocking); each setup in its own task blocks a fraction of that.
 */
export function inNextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
