/** @jest-environment node */
import type { PlannerDay, PlannerDraft } from "@/components/planner/manual-planner";
import { mergePlans, planChanges, samePlan } from "./merge";

const stop = (name: string) => ({ key: name, placeId: null, name, category: "custom", latitude: null, longitude: null, minutes: 60, priceLevel: null, notes: "" });
const day = (notes: string, ...stops: string[]): PlannerDay => ({ key: `d-${notes}-${stops.join()}`, notes, stops: stops.map(stop) });
const plan = (days: PlannerDay[], title = "Trip", startDate = ""): PlannerDraft => ({ title, destination: "paris", startDate, days });
const shape = (draft: PlannerDraft) => ({ title: draft.title, startDate: draft.startDate, days: draft.days.map((d) => [d.notes, ...d.stops.map((s) => s.name)]) });

describe("a change made on an older version", () => {
  const base = plan([day("", "Louvre"), day("", "Orsay")]);

  it("keeps both: theirs on the days I did not touch, mine on the days I did", () => {
    const theirs = plan([day("Museum passes", "Louvre"), day("", "Orsay")]);
    const mine = plan([day("", "Louvre"), day("Book the boat", "Orsay", "Seine cruise")]);
    expect(shape(mergePlans(base, mine, theirs))).toEqual({ title: "Trip", startDate: "", days: [["Museum passes", "Louvre"], ["Book the boat", "Orsay", "Seine cruise"]] });
  });

  it("merges a day's notes and stops separately, and the title and date", () => {
    const theirs = plan([day("", "Louvre", "Tuileries"), day("", "Orsay")], "Their title");
    const mine = plan([day("Early start", "Louvre"), day("", "Orsay")], "Trip", "2027-05-01");
    expect(shape(mergePlans(base, mine, theirs))).toEqual({ title: "Their title", startDate: "2027-05-01", days: [["Early start", "Louvre", "Tuileries"], ["", "Orsay"]] });
  });

  it("keeps a day I added and the days they added", () => {
    expect(shape(mergePlans(base, plan([...base.days, day("", "Versailles")]), plan([day("x", "Louvre"), day("", "Orsay")]))).days).toEqual([["x", "Louvre"], ["", "Orsay"], ["", "Versailles"]]);
    expect(shape(mergePlans(base, base, plan([...base.days, day("", "Giverny")]))).days).toEqual([["", "Louvre"], ["", "Orsay"], ["", "Giverny"]]);
  });

  it("lists what the others changed", () => {
    const theirs = plan([day("Passes", "Louvre", "Tuileries"), day("", "Orsay"), day("", "Giverny")], "New title", "2027-05-01");
    expect(planChanges(base, theirs)).toEqual([{ kind: "title" }, { kind: "date" }, { kind: "stops", day: 1 }, { kind: "notes", day: 1 }, { kind: "dayAdded", day: 3 }]);
    expect(planChanges(base, plan([day("", "Louvre")]))).toEqual([{ kind: "dayRemoved", day: 2 }]);
    expect(planChanges(base, base)).toEqual([]);
  });

  it("compares plans without their keys", () => {
    expect(samePlan(base, plan([day("", "Louvre"), day("", "Orsay")]))).toBe(true);
    expect(samePlan(base, plan([day("", "Louvre"), day("", "Orsay", "Seine")]))).toBe(false);
  });
});
