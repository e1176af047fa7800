// The tests Firefox leaves to Chromium: what they assert is decided by a Node server, the same in
// every engine. Each reason names what stays in Firefox.

/**
 * The `demo-firefox` project's `grepInvert`: the demo's flows that only the servers decide, the
 * same in every engine; the Chromium `demo` project runs them. What the engine can change stays in
 * Firefox: the content security policy enforced, 3-D Secure's navigations across origins, the
 * browser's dialog, the consent box's keyboard and axe, the frame's autofill, focus, form post and
 * theme, the layout. The frame's incomplete card and its save box run in Firefox in
 * isolated-flow.spec.ts.
 */
export const SERVER_FLOWS = [
  /comes with a nonce policy, and every script tag carries/, // the answer's header and HTML
  /the collector behind \/api\/reports/, // a server route
  /the frictionless card is verified with no challenge/, // no navigation: the sandbox's answer
  /ticked: validated, then deactivated/, // the service's save flag, unticked
  /ticked: validated and kept/, // the service's save flag, ticked
  /unticked, after the 3-D Secure challenge: not kept/, // the save flag after a challenge
  /a refused card stays on the page with the reason/, // the sandbox's refusal, shown by the page
  /an incomplete card stops the post and shows its errors/, // isolated-flow.spec.ts in Firefox
  /the seeded cards in each state/, // the demo backend's list, rendered
  /choosing a saved card shows what a payment would send/, // the page's own script
];
