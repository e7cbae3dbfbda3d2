/** Where the manual planner keeps an unsaved trip in this browser (localStorage). */
export const PLANNER_DRAFT_KEY = "wb-trip-planner-draft";
