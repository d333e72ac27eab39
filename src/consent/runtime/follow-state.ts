// Each wrapper follows in its own queue, so none holds back another's withdrawal, and each step applies the latest
// state: a slow wrapper never applies an older state after others applied a newer one (§4.12).

import { inNextTask } from './next-task.ts';

export interface StateFollower<State> {
  /** Applies `state`; a wrapper that awaits reads `latest` before acting on a grant that may have been withdrawn. */
  update(state: State, latest?: () => State): Promise<void>;
}

export function followState<State>(
  followers: readonly StateFollower<State>[],
  onError: (error: unknown) => void,
): (state: State) => void {
  let latest: State;
  const queues = followers.map(() => Promise.resolve());
  return (state) => {
    latest = state;
    followers.forEach((follower, index) => {
      queues[index] = queues[index]!.then(inNextTask)
        .then(() => follower.update(latest, () => latest))
        .catch(onError);
    });
  };
}
