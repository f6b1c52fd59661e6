// happy-dom leaves `Event.isTrusted` undefined, where a browser says true for the writer's own click or key
// press and false for an event a script made. The unit tests' clicks stand for the writer's, so they are
// marked trusted here; a test of what a page's script can do marks its event untrusted on the event itself.
// Files that run in node keep node's own Event, which sets the flag on each event.
if (typeof window !== 'undefined') {
  Object.defineProperty(Event.prototype, 'isTrusted', { get: () => true, configurable: true });
}
