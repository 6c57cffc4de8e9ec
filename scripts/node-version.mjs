// The project runs on Node 24. `npm install` brings it (the root's optional node-linux-* package)
// into node_modules/.bin, which npm puts first on PATH for every script, so `npm start` and
// `npm test` use it even where the machine's own Node is older.
const required = 24;

export function requireSupportedNode() {
  const major = Number(process.versions.node.split(".")[0]);
  if (major >= required) return;
  console.error(
    `Node ${process.versions.node} is too old: this project needs Node ${required}. Run it through npm (npm start, npm test) after npm install, which brings Node ${required} on Linux, or install Node ${required}.`,
  );
  process.exit(1);
}
