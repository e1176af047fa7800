// VS Code's HTML custom data from the custom elements manifest: attribute completion and hover docs.

/**
 * Attributes HTML already has, which the element reads with a meaning of its own: the manifest
 * lists them without a description because the element's JSDoc does not redeclare them.
 */
export const INHERITED_ATTRIBUTES = {
  lang: 'The language of the messages: `en` or `fr` (`fr-CA` counts as `fr`), English otherwise. Defaults to the nearest `lang` above the element, across shadow roots.',
};

/** @param {{ modules: { declarations?: any[] }[] }} manifest */
export function htmlCustomData(manifest) {
  const elements = manifest.modules.flatMap((module) => module.declarations ?? []);
  return {
    version: 1.1,
    tags: elements
      .filter((element) => element.tagName)
      .map((element) => ({
        name: element.tagName,
        description: element.summary ?? element.description,
        attributes: [
          ...(element.attributes ?? []).map((attribute) => ({
            name: attribute.name,
            description: attribute.description ?? INHERITED_ATTRIBUTES[attribute.name],
          })),
          // Editors complete `on…` handlers from attributes; the element's events are listed so.
          ...(element.events ?? []).map((event) => ({
            name: `on${event.name}`,
            description: `Event \`${event.name}\`: ${event.description}`,
          })),
        ],
      })),
  };
}
