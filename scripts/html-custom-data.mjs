// VS Code's HTML custom data from the custom elements manifest: attribute completion and hover docs.

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
        attributes: (element.attributes ?? []).map((attribute) => ({
          name: attribute.name,
          description: attribute.description,
        })),
      })),
  };
}
