import { json, withSession } from "@/lib/api/handler";
import { parseInput } from "@/lib/api/read-json";
import { getCardsBySlugs, listCards } from "@/lib/cards/queries";
import { cardQuerySchema, firstValues } from "@/lib/cards/schema";
import { canSeeCardValues } from "@/lib/points/access";

// GET /api/cards[?issuer&program&maxFee&noForeignFee&sort|compare=a,b,c]: the travel card
// directory; each card's actualPointValue is computed and sent to Premium members only
export const GET = withSession(async (req, { user }) => {
  const { compare, ...filters } = parseInput(cardQuerySchema, firstValues(new URL(req.url).searchParams));
  const withPointValue = await canSeeCardValues(user?.id);
  const cards = compare ? await getCardsBySlugs(compare, { withPointValue }) : await listCards(filters, { withPointValue });
  return json({ cards, count: cards.length });
});
