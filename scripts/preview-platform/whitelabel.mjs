// The permission reply's whitelabel tree as modId -> on (pure). The preview platform enforces a
// brand's flags with it; tools that pick brands by a flag read it the same way.

/** modId -> enabled ("1", 1 or true) for every node of `permission.info.whitelabel`; a later node wins. */
export function whitelabelFlags(permission) {
  const flags = {};
  const walk = (nodes) => {
    for (const node of Array.isArray(nodes) ? nodes : []) {
      if (node?.modId) flags[node.modId] = node.enabled === '1' || node.enabled === 1 || node.enabled === true;
      walk(node?.childrenNodes);
    }
  };
  walk(permission?.info?.whitelabel);
  return flags;
}
