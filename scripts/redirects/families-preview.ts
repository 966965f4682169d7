/*
 * The redirect families as they would be with some modules' text changed, before any file is written:
 * redirects/index.ts bundled by esbuild with the planned text in place of those modules, then
 * evaluated. A planned edit is then checked by the real pipeline (planRedirects), not by a guess at
 * what the text means.
 */
import { build } from "esbuild"
import path from "path"
import type { RedirectFamily } from "../../redirects/types"

export async function previewFamilies(
  changed: ReadonlyMap<string, string>,
  root = process.cwd(),
): Promise<Array<RedirectFamily>> {
  const byFile = new Map([...changed].map(([file, text]) => [path.resolve(root, file), text]))
  const result = await build({
    entryPoints: [path.resolve(root, `redirects/index.ts`)],
    bundle: true,
    write: false,
    platform: `node`,
    format: `cjs`,
    logLevel: `silent`,
    plugins: [
      {
        name: `planned-text`,
        setup(builder) {
          builder.onLoad({ filter: /\.ts$/ }, args => {
            const text = byFile.get(args.path)
            return text === undefined ? undefined : { contents: text, loader: `ts` }
          })
        },
      },
    ],
  })
  const exports: { redirectFamilies?: Array<RedirectFamily> } = {}
  const module = { exports }
  new Function(`module`, `exports`, `require`, result.outputFiles[0].text)(module, exports, require)
  return module.exports.redirectFamilies ?? []
}
