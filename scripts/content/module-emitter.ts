// The generated TypeScript modules as syntax trees: builders for the few constructs they use
// (typed data, type-only imports, type aliases, lazy chunk loaders), printed by TypeScript's own
// printer. typescript-5 because the compiler the project type-checks with (TypeScript 7) has no
// JavaScript API.
import ts from 'typescript-5';

const f = ts.factory;

/** A string as written, non-ASCII included (the printer would otherwise write "ñ" as "\u00F1"). */
function stringLiteral(text: string): ts.StringLiteral {
  return ts.setEmitFlags(f.createStringLiteral(text), ts.EmitFlags.NoAsciiEscaping);
}

/** A module path in single quotes, as the project writes them. */
function specifier(path: string): ts.StringLiteral {
  return f.createStringLiteral(path, true);
}

/**
 * `value`, data as JSON can hold it (strings, finite numbers, booleans, null, arrays, plain
 * objects), as a literal expression, keeping what JSON.stringify keeps: properties that are
 * undefined are left out. A pair ({ id, text }) or a short list of scalars goes on one line,
 * anything else one entry a line.
 */
export function literal(value: unknown): ts.Expression {
  if (value === null) return f.createNull();
  if (typeof value === 'string') return stringLiteral(value);
  if (typeof value === 'boolean') return value ? f.createTrue() : f.createFalse();
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`${value} has no literal in JSON`);
    const digits = f.createNumericLiteral(Math.abs(value));
    return value < 0 ? f.createPrefixUnaryExpression(ts.SyntaxKind.MinusToken, digits) : digits;
  }
  if (Array.isArray(value)) {
    return f.createArrayLiteralExpression(value.map(literal), !(scalarsOnly(value) && JSON.stringify(value).length <= SHORT_LIST));
  }
  if (typeof value === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(value))) {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    const properties = entries.map(([key, item]) => f.createPropertyAssignment(propertyName(key), literal(item)));
    return f.createObjectLiteralExpression(properties, !(scalarsOnly(value) && entries.length <= 2));
  }
  throw new Error(`${Object.prototype.toString.call(value)} has no literal in JSON`);
}

function scalarsOnly(value: object): boolean {
  return Object.values(value).every((item) => item === null || typeof item !== 'object');
}
/** The longest list of scalars (as JSON) written on one line. */
const SHORT_LIST = 80;

/** `{ key: expression, ... }`, one property a line; a key is quoted only when it is not an identifier. */
export function objectLiteral(entries: readonly (readonly [string, ts.Expression])[]): ts.ObjectLiteralExpression {
  return f.createObjectLiteralExpression(
    entries.map(([key, expression]) => f.createPropertyAssignment(propertyName(key), expression)),
    entries.length > 0,
  );
}

function propertyName(key: string): ts.PropertyName {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? f.createIdentifier(key) : stringLiteral(key);
}

/** `[a, b]`: the values of the named constants or imports. */
export function arrayOfNames(names: readonly string[]): ts.ArrayLiteralExpression {
  return f.createArrayLiteralExpression(names.map((name) => f.createIdentifier(name)));
}

/** `expression as const` */
export function asConst(expression: ts.Expression): ts.Expression {
  return f.createAsExpression(expression, f.createTypeReferenceNode('const'));
}

/** `expression satisfies type` */
export function satisfies(expression: ts.Expression, type: ts.TypeNode): ts.Expression {
  return f.createSatisfiesExpression(expression, type);
}

/** `import type { A, B } from 'from';` */
export function importTypes(names: readonly string[], from: string): ts.ImportDeclaration {
  const bindings = f.createNamedImports(names.map((name) => f.createImportSpecifier(false, undefined, f.createIdentifier(name))));
  return f.createImportDeclaration(undefined, f.createImportClause(ts.SyntaxKind.TypeKeyword, undefined, bindings), specifier(from));
}

/** `import name from 'from';`, or `import type name from 'from';` */
export function importDefault(name: string, from: string, options: { typeOnly?: boolean } = {}): ts.ImportDeclaration {
  const phase = options.typeOnly ? ts.SyntaxKind.TypeKeyword : undefined;
  return f.createImportDeclaration(undefined, f.createImportClause(phase, f.createIdentifier(name), undefined), specifier(from));
}

/** `const name: type = value;`, exported unless told otherwise. */
export function constant(name: string, value: ts.Expression, options: { type?: ts.TypeNode; exported?: boolean } = {}): ts.VariableStatement {
  const modifiers = options.exported === false ? undefined : [f.createModifier(ts.SyntaxKind.ExportKeyword)];
  const declaration = f.createVariableDeclaration(name, undefined, options.type, value);
  return f.createVariableStatement(modifiers, f.createVariableDeclarationList([declaration], ts.NodeFlags.Const));
}

/** `export default name;` */
export function exportDefault(name: string): ts.ExportAssignment {
  return f.createExportAssignment(undefined, undefined, f.createIdentifier(name));
}

/** `export type name = type;` */
export function typeAlias(name: string, type: ts.TypeNode): ts.TypeAliasDeclaration {
  return f.createTypeAliasDeclaration([f.createModifier(ts.SyntaxKind.ExportKeyword)], name, undefined, type);
}

/** `export declare function name(parameter: unknown): parameter is type;` (a declaration file's type guard) */
export function declaredTypeGuard(name: string, parameter: string, type: ts.TypeNode): ts.FunctionDeclaration {
  const modifiers = [f.createModifier(ts.SyntaxKind.ExportKeyword), f.createModifier(ts.SyntaxKind.DeclareKeyword)];
  const unknown = f.createKeywordTypeNode(ts.SyntaxKind.UnknownKeyword);
  const parameters = [f.createParameterDeclaration(undefined, undefined, parameter, undefined, unknown)];
  return f.createFunctionDeclaration(modifiers, undefined, name, undefined, parameters, f.createTypePredicateNode(undefined, parameter, type), undefined);
}

/** `Name`, or `Name<A, B>` */
export function typeReference(name: string, ...typeArguments: ts.TypeNode[]): ts.TypeReferenceNode {
  return f.createTypeReferenceNode(name, typeArguments.length > 0 ? typeArguments : undefined);
}

/** `"a" | "b"`: the type of each given string. */
export function stringUnion(values: readonly string[]): ts.TypeNode {
  const types = values.map((value) => f.createLiteralTypeNode(stringLiteral(value)));
  return types.length === 1 ? types[0]! : f.createUnionTypeNode(types);
}

/** `typeof a.b` */
export function typeOf(path: string): ts.TypeQueryNode {
  const [first, ...rest] = path.split('.');
  const name = rest.reduce<ts.EntityName>((left, right) => f.createQualifiedName(left, right), f.createIdentifier(first!));
  return f.createTypeQueryNode(name);
}

/** `(type)[number]`: an element of an array or tuple type. */
export function elementOf(type: ts.TypeNode): ts.IndexedAccessTypeNode {
  return f.createIndexedAccessTypeNode(parenthesized(type), f.createKeywordTypeNode(ts.SyntaxKind.NumberKeyword));
}

/** `type['key']` */
export function propertyOf(type: ts.TypeNode, key: string): ts.IndexedAccessTypeNode {
  return f.createIndexedAccessTypeNode(type, f.createLiteralTypeNode(specifier(key)));
}

/** `readonly type[]` */
export function readonlyArrayOf(type: ts.TypeNode): ts.TypeNode {
  return f.createTypeOperatorNode(ts.SyntaxKind.ReadonlyKeyword, f.createArrayTypeNode(type));
}

function parenthesized(type: ts.TypeNode): ts.TypeNode {
  return ts.isTypeQueryNode(type) ? f.createParenthesizedType(type) : type;
}

/** `() => import('from').then((m) => m.exported)`: the module is a chunk of its own, fetched when called. */
export function lazyImport(from: string, exported = 'default'): ts.ArrowFunction {
  const load = f.createCallExpression(f.createToken(ts.SyntaxKind.ImportKeyword) as ts.ImportExpression, undefined, [specifier(from)]);
  const module = f.createParameterDeclaration(undefined, undefined, 'm');
  const pick = arrow([module], f.createPropertyAccessExpression(f.createIdentifier('m'), exported));
  return arrow([], f.createCallExpression(f.createPropertyAccessExpression(load, 'then'), undefined, [pick]));
}

/** `() => Promise.resolve(name)`: a value already in the module, behind the same interface as lazyImport's. */
export function resolved(name: string): ts.ArrowFunction {
  const promise = f.createPropertyAccessExpression(f.createIdentifier('Promise'), 'resolve');
  return arrow([], f.createCallExpression(promise, undefined, [f.createIdentifier(name)]));
}

function arrow(parameters: ts.ParameterDeclaration[], body: ts.ConciseBody): ts.ArrowFunction {
  return f.createArrowFunction(undefined, undefined, parameters, undefined, f.createToken(ts.SyntaxKind.EqualsGreaterThanToken), body);
}

/** `node` with a `/** text *\/` comment above it. */
export function documented<T extends ts.Node>(text: string, node: T): T {
  return ts.addSyntheticLeadingComment(node, ts.SyntaxKind.MultiLineCommentTrivia, `* ${text} `, true);
}

/** `node` with a `// text` comment above it. */
export function commented<T extends ts.Node>(text: string, node: T): T {
  return ts.addSyntheticLeadingComment(node, ts.SyntaxKind.SingleLineCommentTrivia, ` ${text}`, true);
}

const printer = ts.createPrinter({ newLine: ts.NewLineKind.LineFeed });

/** The module's source text, `banner` (a line comment's text) on its first line. */
export function printModule(statements: readonly ts.Statement[], banner?: string): string {
  const top = banner === undefined ? [] : [commented(banner, f.createNotEmittedStatement(f.createEmptyStatement()))];
  return printer.printFile(f.createSourceFile([...top, ...statements], f.createToken(ts.SyntaxKind.EndOfFileToken), ts.NodeFlags.None));
}
