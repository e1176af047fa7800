// JetBrains IDEs' web-types from the custom elements manifest: completion and docs for the tag,
// its attributes, properties, events, parts and custom properties, in HTML and framework templates.
import { INHERITED_ATTRIBUTES } from './html-custom-data.mjs';

const SCHEMA = 'https://raw.githubusercontent.com/JetBrains/web-types/master/schema/web-types.json';

/** A manifest entry as web-types names it: its description and, when known, its type. */
const typed = ({ name, description, type, default: initial }) => ({
  name,
  ...(description && { description }),
  ...(type && { type: type.text }),
  ...(initial !== undefined && { default: initial }),
});

/**
 * @param {{ modules: { declarations?: any[] }[] }} manifest
 * @param {{ name: string, version: string }} pkg
 */
export function webTypes(manifest, { name, version }) {
  const elements = manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .filter((element) => element.tagName);
  return {
    $schema: SCHEMA,
    name,
    version,
    'description-markup': 'markdown',
    'js-types-syntax': 'typescript',
    contributions: {
      html: {
        elements: elements.map((element) => ({
          name: element.tagName,
          description: element.summary ?? element.description,
          attributes: (element.attributes ?? []).map((attribute) => ({
            name: attribute.name,
            description: attribute.description ?? INHERITED_ATTRIBUTES[attribute.name],
            value: { type: attribute.type?.text ?? 'string' },
          })),
          js: {
            properties: (element.members ?? [])
              .filter(
                (member) =>
                  member.kind === 'field' &&
                  !member.static &&
                  member.privacy !== 'private' &&
                  !member.name.startsWith('#'),
              )
              .map(typed),
            events: (element.events ?? []).map(typed),
          },
          css: {
            parts: (element.cssParts ?? []).map(typed),
            properties: (element.cssProperties ?? []).map(typed),
          },
        })),
      },
    },
  };
}
