/** `/base/<id>`, with the id escaped. */
export const byId = (base: string, id: string): string => `${base}/${encodeURIComponent(id)}`;
