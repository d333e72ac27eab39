// The cluster end-to-end test (cluster.spec.ts): which site, the build npm test makes for it
// (FINCHER_SHARED_CACHE=1, the Redis cache handler on), and nginx's port (the instances take the
// ports after it, Redis the one before).
export const CLUSTER_SITE = 'cinema-paris';
export const CLUSTER_DIST_DIR = `.next-cluster-${CLUSTER_SITE}`;
export const CLUSTER_PORT = 5720;
