// Plays an engine without ElementInternals (WebKit before 16.4); a classic script, so it runs first.
delete HTMLElement.prototype.attachInternals;
const define = customElements.define.bind(customElements);
customElements.define = (name, constructor, options) => {
  // Such an engine ignores `formAssociated` and never calls the form callbacks.
  constructor.formAssociated = false;
  define(name, constructor, options);
};
