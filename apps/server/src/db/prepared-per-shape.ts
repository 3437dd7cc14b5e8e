/**
 * Queries built once per shape. Drizzle builds a query's SQL text anew on every call, and for a
 * list page that costs the server more CPU than the database spends answering it (issue 9: a
 * third of the request; issue 22's soak: a fifth of the warning list's event-loop time). A query
 * whose SQL depends only on its input's shape — which conditions are present, not their values —
 * is built once per shape with `sql.placeholder`s for the values and `prepare('')`d: an unnamed
 * statement, so PostgreSQL still plans every call with its actual values (a subtree `like` keeps
 * its index) exactly as an unprepared query.
 *
 * `keyOf` must name everything that changes the SQL text, and only bounded values (enums, flags,
 * small counts). A list with many optional filters has many shapes, most never asked for, so the
 * cache keeps the `maxShapes` most recently used: a caller walking through every combination
 * costs rebuilds, never memory.
 */
export function preparedPerShape<Shape, Prepared>(
  keyOf: (shape: Shape) => string,
  prepare: (shape: Shape) => Prepared,
  maxShapes = 128,
): (shape: Shape) => Prepared {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const prepared = new Map<string, Prepared>();
  return (shape) => {
    const key = keyOf(shape);
    let query = prepared.get(key);
    if (query === undefined) {
      query = prepare(shape);
      if (prepared.size >= maxShapes) prepared.delete(prepared.keys().next().value as string);
    } else {
      prepared.delete(key);
    }
    prepared.set(key, query);
    return query;
  };
}
