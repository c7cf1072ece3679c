import { nodeKey } from '../normalize/node-input'

/** The part of Gatsby's resolver context this extension uses (Gatsby types `nodeModel` as any). */
interface NodeModel {
  getNodeById(args: { id: string; type: string }): unknown
  findOne(args: { type: string; query: { filter: { databaseId: { eq: number } } } }): Promise<unknown>
}

/** A GraphQL output type, as far as this extension reads it: lists and non-nulls wrap the named type. */
interface OutputType {
  name?: string
  ofType?: OutputType
}

/** `[WpProduct!]!` → `WpProduct` */
function namedType(type: OutputType): string {
  return type.ofType ? namedType(type.ofType) : (type.name ?? '')
}

/**
 * `@wpLink(from: "parentDatabaseId")`: the WordPress id (or list of ids) in `from`, resolved to the node of
 * the field's type. A node's id is derived from its type and WordPress id (nodeKey), so the link is a lookup
 * by node id, and Gatsby makes the page depend on that one node. Gatsby's own `@link(by: "databaseId")`
 * searches the whole type, and a page that searches a type depends on all of it: with 10,000 items one edited
 * product re-ran 5,001 page queries. An id whose node is missing (an unpublished parent) is searched for after
 * all, so that the page still depends on the type and shows the item once it appears.
 */
export function linkByIdExtension(createNodeId: (key: string) => string) {
  return {
    name: 'wpLink',
    args: { from: 'String!' },
    extend(options: { from: string }) {
      return {
        async resolve(
          source: Record<string, unknown>,
          _args: unknown,
          context: { nodeModel: NodeModel },
          info: { returnType: OutputType },
        ) {
          const type = namedType(info.returnType)
          const find = async (databaseId: number) =>
            context.nodeModel.getNodeById({ id: createNodeId(nodeKey(type, databaseId)), type }) ??
            (await context.nodeModel.findOne({ type, query: { filter: { databaseId: { eq: databaseId } } } }))
          const value = source[options.from]
          if (Array.isArray(value)) {
            const found = await Promise.all(value.map((id) => find(id as number)))
            return found.filter((node) => node !== null && node !== undefined)
          }
          return typeof value === 'number' ? find(value) : null
        },
      }
    },
  }
}
