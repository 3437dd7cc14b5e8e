/**
 * Queries built once per shape. Drizzle builds a query's SQL text anew on every call, and for a
 * list page that costs the server more CPU than the database spends answering it (issue 9: a
 * third of the request). A query whose SQL depends only on its input's shape — which conditions
 * are present, not their values — is built once per shape with `sql.placeholder`s for the values
 * and `prepare('')`d: an unnamed statement, so PostgreSQL still plans every call with its actual
 * values (a subtree `like` keeps its index) exactly as an unprepared query.
 *
 * `keyOf` must name everything that changes the SQL text, and only bounded values (enums, flags):
 * the cache holds one entry per key and never forgets one.
 */
export function preparedPerShape<Shape, Prepared>(
  keyOf: (shape: Shape) => string,
  prepare: (shape: Shape) => Prepared,
): (shape: Shape) => Prepared {
  const prepared = new Map<string, Prepared>();
  return (shape) => {
    const key = keyOf(shape);
    let query = prepared.get(key);
    if (query === undefined) {
      query = prepare(shape);
      prepared.set(key, query);
    }
    return query;
  };
}
