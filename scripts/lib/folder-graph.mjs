// Folder-level view of the server's import graph, for scripts/architecture-metrics.mjs.

/**
 * The node a server file belongs to: src/server/modules/<module>, src/server/<folder>, or the
 * file itself when it sits directly in src/server (app.ts, main.ts …). Null outside the server.
 */
export function serverFolderOf(file) {
  const match = /^src\/server\/(modules\/[^/]+|[^/]+)/.exec(file ?? '');
  return match ? `src/server/${match[1]}` : null;
}

/**
 * Strongly connected components (Tarjan): each group of nodes that can all reach each other,
 * i.e. one tangle of import cycles however many separate cycles run through it.
 * @param {Map<string, Set<string>>} edges
 * @returns {string[][]} every component, each sorted
 */
export function stronglyConnected(edges) {
  const nodes = new Set([...edges.keys(), ...[...edges.values()].flatMap((tos) => [...tos])]);
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node));
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    groups.push(group.sort());
  };
  for (const node of [...nodes].sort()) if (!index.has(node)) visit(node);
  return groups;
}
