// How the consent runtime hands each new tracking state to the vendor wrappers (§4.12): every
// wrapper has its own queue, so none waits for another (a wrapper still setting up does not hold
// back a withdrawal in the others), and each step applies the latest state, not the one it was
// queued with. A wrapper slow to take a grant therefore never applies an older state after a newer
// one that others already applied (Google's consent mode, which two wrappers tell, ends on the
// visitor's last answer).

export interface StateFollower<State> {
  /**
   * Applies `state`. `latest` reads the newest state handed out meanwhile: a wrapper that awaits
   * (a vendor's code loading) checks it before acting on a grant that may have been withdrawn.
   */
  update(state: State, latest?: () => State): Promise<void>;
}

/** Returns the function that hands a new state to every follower. */
export function followState<State>(
  followers: readonly StateFollower<State>[],
  onError: (error: unknown) => void,
): (state: State) => void {
  let latest: State;
  const queues = followers.map(() => Promise.resolve());
  return (state) => {
    latest = state;
    followers.forEach((follower, index) => {
      queues[index] = queues[index]!.then(() => follower.update(latest, () => latest)).catch(onError);
    });
  };
}
