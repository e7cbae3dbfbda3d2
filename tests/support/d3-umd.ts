// d3-geo and d3-array ship as ES modules, which Jest (CommonJS here) cannot load; their UMD builds
// are the same code. A test that renders maps calls mockD3WithUmd() before importing lib/maps.
import path from "node:path";

export function mockD3WithUmd() {
  const umd = (name: string) => path.join(process.cwd(), "node_modules", name, "dist", `${name}.js`);
  jest.doMock("d3-array", () => jest.requireActual(umd("d3-array")));
  jest.doMock("d3-geo", () => jest.requireActual(umd("d3-geo")));
}
