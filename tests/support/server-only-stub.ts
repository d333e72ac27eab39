// Unit tests run outside Next's server graph, where the real `server-only` package throws on
// import. The marker matters only to Next's bundler (it fails a build that pulls a server module
// into client code), so the tests resolve it to this empty module.
export {};
