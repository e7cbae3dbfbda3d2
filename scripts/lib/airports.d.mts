export type ScheduledAirport = { iata: string; ident: string; type: string; name: string; municipality: string; countryCode: string; latitude: number; longitude: number };
export function parseCsv(text: string): string[][];
export const NO_PASSENGER_FLIGHTS: Readonly<Record<string, string>>;
export function scheduledFromRecords(records: ReadonlyArray<Record<string, unknown>>): ScheduledAirport[];
export function scheduledAirports(csvText: string): ScheduledAirport[];
export function packageRecords(files: Record<string, unknown>): Array<Record<string, string>>;
export function nearestAirport(point: { latitude: number; longitude: number }, airports: readonly ScheduledAirport[]): { airport: ScheduledAirport; km: number } | null;
export function snapshotText(airports: readonly ScheduledAirport[], date: string, via?: string): string;
export function readSnapshot(text: string): { date: string | null; airports: ScheduledAirport[] };
