/** The first `length` characters, followed by `...` when the text was longer. */
export function truncate(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

/** Device and payment ids are shown as their first 8 characters. */
export const shortId = (id: string | number) => String(id).slice(0, 8);
