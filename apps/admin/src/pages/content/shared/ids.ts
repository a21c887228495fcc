/**
 * The id of a row inside an item's `extra` (an article's table, an autonomous programme's major):
 * digits like every id of the API, time-ordered, with random digits so two made in one millisecond differ.
 */
export function newItemId(): string {
  const random = Math.floor(Math.random() * 100_000)
    .toString()
    .padStart(5, '0');
  return `${Date.now()}${random}`;
}
