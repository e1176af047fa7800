/** The frame's form value as it crosses: the registration data, or the entries of each field. */
export type FrameValue = string | [string, string][] | null;

/** The registration data in the frame's form value: the first entry's, or the value itself. */
export const registrationDataOf = (value?: FrameValue): string | undefined =>
  (Array.isArray(value) ? value[0]?.[1] : value) ?? undefined;

/** The value as `setFormValue()` takes it: entries as `FormData`. */
export function formValueOf(value: FrameValue): string | FormData | null {
  if (!Array.isArray(value)) return value;
  const data = new FormData();
  for (const [key, entry] of value) data.append(key, entry);
  return data;
}
