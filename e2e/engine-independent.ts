// The tests Firefox leaves to Chromium: what they assert is decided by a Node server or by a code
// path that another Firefox test already drives in Firefox. Each reason names that test.

/**
 * The `firefox` project's `grepInvert`: title patterns (the file's path is part of the title).
 * The Chromium project runs every one of them.
 */
export const FIREFOX_SKIPS = [
  // The route decides every refusal; hostile/registration-ticket's first test makes each of these
  // attempts on one frame in Firefox (the same tickets, the three ways, registration-source
  // dropped) and pays through the route with the genuine ticket; its second, on a fresh frame.
  /isolated-frame-registration\.spec\.ts/,
  // The route and its Valkey store answer the replays (two tests use no browser at all); the
  // frame's fetch of the route, and a refused answer as `configuration`: hostile/registration-ticket.
  /hostile\/stolen-ticket-replay\.spec\.ts/,
  // The frame's answer gate is its script over the response's text; the fetch and the messages
  // to the page run in Firefox in this file's three other tests and in hostile/encoded-echo.
  /the echo answer: a tokenization-origin route that quotes the request/,
  // The page's registration function crosses as its result, an object: the object is refused in
  // Firefox in the "as a registration object" pair, and the function runs in Firefox in
  // isolated-origins "a registration function stays in the page".
  /key confusion, as a registration function/,
  // The frame's origin check before any request: hostile/card-only-to-tokenization-origins (key
  // confusion, URL forms) makes it refuse, nothing sent, in Firefox.
  /isolated-origins\.spec\.ts .*a CardRegistrationURL outside the frame's tokenization origins/,
  // The kit's code path is the one "on another site" drives in Firefox; the same-site frame's
  // engine part runs in Firefox in first-paint-layout and demo-isolated (?frame=same-site).
  /testing-kit\.spec\.ts .*<card-tokenizer-frame> on the same site: /,
  // The element's check of event.source: hostile/frame-talks-only-to-its-parent sends hellos from
  // windows that are not the frame, one of the page's own origin, racing the handshake in Firefox.
  /isolated-origins\.spec\.ts .*a hello from another window than the frame is ignored/,
  // Which fields the frame draws and which details its events carry is its script's choice; the
  // typing, tokenizing and events run in Firefox in isolated-flow's other tests.
  /without save-card the frame shows no checkbox and implies nothing/,
  // The kit finds the frame's card as fillCard does "on another site" in Firefox; the radio
  // checked in the cross-site frame, with the same card-change, is isolated-network's test.
  /testing-kit\.spec\.ts .*chooseNetwork picks the co-branded card/,
  // The frame's script reads no URL: its origins are in the page its server wrote, which every
  // Firefox frame test loads, and the key confusion tests show it refusing an origin outside.
  /a config put in the frame's URL is not read/,
  // The shared scenario "an incomplete card stops the submit and focuses its first field in
  // error" (engines.spec.ts) runs it in Firefox; a click on Pay submits in element-form's expiry
  // tests there.
  /element-form\.spec\.ts .*an incomplete card stops the submit and focuses its first bad field/,
  // saveCard false reaches card-change in Firefox in isolated-flow's save-card="ask" test, which
  // then posts the form value "true" through the same setFormValue.
  /unticked, the frame sends saveCard false and the form posts <name>-save=false/,
  // Which iframe is adopted is a selector over the element's children; adopting, and drawing its
  // own frame, run in Firefox in this file's other tests and in isolated-adopted-refused.
  /isolated-adopted\.spec\.ts .*(own child iframe is adopted|an element written inside another)/,
];

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
  // The sandbox's FAILED answer: the challenge's navigations stay in "the challenge card", its
  // "Fail authentication" button in sandbox-challenge.spec.ts (firefox).
  /a failed authentication says so, leaves the card not VALID, and tries again/,
];
