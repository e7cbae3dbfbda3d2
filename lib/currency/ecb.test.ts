import { EcbFormatError, parseEcbXml, toUsdRates } from "./ecb";

const envelope = (cubes: string) => `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
\t<gesmes:subject>Reference rates</gesmes:subject>
\t<gesmes:Sender>
\t\t<gesmes:name>European Central Bank</gesmes:name>
\t</gesmes:Sender>
\t<Cube>
${cubes}
\t</Cube>
</gesmes:Envelope>`;

const daily = envelope(`\t\t<Cube time='2026-11-20'>
\t\t\t<Cube currency='USD' rate='1.1600'/>
\t\t\t<Cube currency='JPY' rate='174.00'/>
\t\t\t<Cube currency='GBP' rate='0.8700'/>
\t\t\t<Cube currency='CHF' rate='0.9280'/>
\t\t\t<Cube currency='ISK' rate='160.10'/>
\t\t</Cube>`);

describe("parseEcbXml", () => {
  it("reads the date and the EUR-quoted rates of eurofxref-daily.xml", () => {
    expect(parseEcbXml(daily)).toEqual({ date: "2026-11-20", perEur: { USD: 1.16, JPY: 174, GBP: 0.87, CHF: 0.928, ISK: 160.1 } });
  });

  it("accepts double-quoted attributes and takes the newest day of a multi-day file", () => {
    const xml = envelope(`<Cube time="2026-11-19"><Cube currency="USD" rate="1.15"/></Cube>
      <Cube time="2026-11-20"><Cube currency="USD" rate="1.16"/></Cube>`);
    expect(parseEcbXml(xml)).toEqual({ date: "2026-11-20", perEur: { USD: 1.16 } });
  });

  it.each([
    ["an empty document", ""],
    ["an HTML error page", "<html><body><h1>502 Bad Gateway</h1></body></html>"],
    ["a truncated document", daily.slice(0, daily.length - 40)],
    ["mismatched tags", envelope(`<Cube time='2026-11-20'><Cube currency='USD' rate='1.16'/></Cub>`)],
    ["no dated Cube", envelope(`<Cube currency='USD' rate='1.16'/>`)],
    ["a day without rates", envelope(`<Cube time='2026-11-20'></Cube>`)],
    ["a non-numeric rate", envelope(`<Cube time='2026-11-20'><Cube currency='USD' rate='abc'/></Cube>`)],
    ["a negative rate", envelope(`<Cube time='2026-11-20'><Cube currency='USD' rate='-1.2'/></Cube>`)],
    ["a missing rate", envelope(`<Cube time='2026-11-20'><Cube currency='USD'/></Cube>`)],
    ["an invalid date", envelope(`<Cube time='2026-13-45'><Cube currency='USD' rate='1.16'/></Cube>`)],
    ["text after the root", `${daily}<extra/>`],
    ["a JSON document", '{"rates":{"USD":1.16}}'],
  ])("rejects %s", (_, xml) => {
    expect(() => parseEcbXml(xml)).toThrow(EcbFormatError);
  });
});

describe("toUsdRates", () => {
  it("re-bases EUR rates on USD and lists the supported currencies the source lacks", () => {
    const { rates, missing } = toUsdRates(parseEcbXml(daily).perEur);
    expect(rates.USD).toBe(1);
    expect(rates.EUR).toBeCloseTo(1 / 1.16, 8);
    expect(rates.JPY).toBeCloseTo(174 / 1.16, 5);
    expect(rates.GBP).toBeCloseTo(0.87 / 1.16, 8);
    expect(rates.CHF).toBeCloseTo(0.928 / 1.16, 8);
    // ISK is not one of the 20 display currencies.
    expect(Object.keys(rates).sort()).toEqual(["CHF", "EUR", "GBP", "JPY", "USD"]);
    expect(missing).toEqual(expect.arrayContaining(["AED", "RUB", "CAD", "NZD"]));
    expect(missing).toHaveLength(15);
  });

  it("refuses a file without a USD rate (nothing to convert from)", () => {
    expect(() => toUsdRates({ JPY: 174 })).toThrow(EcbFormatError);
  });
});
