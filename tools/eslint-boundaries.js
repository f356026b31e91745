// Architecture boundaries, checked on resolved paths so that
// any depth of "../" is caught: shared stays pure, features stay independent,
// client and server never import each other.
import path from 'node:path';

const SRC = path.resolve(import.meta.dirname, '..', 'src');
const SHARED_BANNED_PACKAGES =
  /^(react|react-dom|react-router|konva|react-konva|hono|@hono\/|better-auth|kysely|pg|better-sqlite3|sharp|nodemailer|i18next|react-i18next|node:|fs$|path$)/;

function area(file) {
  const rel = path.relative(SRC, file).split(path.sep);
  if (rel[0] === '..') return null;
  if (rel[0] === 'client' && rel[1] === 'features') return { top: 'client', feature: rel[2] };
  return { top: rel[0], feature: null };
}

const rule = {
  meta: { type: 'problem', schema: [], messages: { bad: '{{why}}' } },
  create(context) {
    const from = area(context.filename);
    if (!from) return {};
    function check(node, spec) {
      if (typeof spec !== 'string') return;
      const alias = /^#(shared|client|server)\//.exec(spec);
      if (!spec.startsWith('.') && !alias) {
        if (from.top === 'shared' && SHARED_BANNED_PACKAGES.test(spec)) {
          context.report({
            node,
            messageId: 'bad',
            data: { why: `src/shared must stay pure: it cannot import "${spec}".` },
          });
        }
        return;
      }
      const target = alias
        ? path.join(SRC, alias[1], spec.slice(alias[0].length))
        : path.resolve(path.dirname(context.filename), spec);
      const to = area(target);
      if (!to) return;
      let why = null;
      if (from.top === 'shared' && to.top !== 'shared')
        why = 'src/shared imports nothing from client or server.';
      else if (from.top === 'client' && to.top === 'server') why = 'The client cannot import server code.';
      else if (from.top === 'server' && to.top === 'client') why = 'The server cannot import client code.';
      else if (from.feature && to.feature && from.feature !== to.feature)
        why = `Feature "${from.feature}" cannot import feature "${to.feature}": compose them in app/.`;
      if (why) context.report({ node, messageId: 'bad', data: { why } });
    }
    return {
      ImportDeclaration: (n) => check(n, n.source.value),
      ExportNamedDeclaration: (n) => n.source && check(n, n.source.value),
      ExportAllDeclaration: (n) => check(n, n.source.value),
      ImportExpression: (n) => n.source.type === 'Literal' && check(n, n.source.value),
    };
  },
};

export default { rules: { boundaries: rule } };
