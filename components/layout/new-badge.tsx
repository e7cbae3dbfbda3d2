/** The 'New' badge after a menu item's label; the space keeps the item's name "Ski Resorts New", not "Ski ResortsNew". */
export function NewBadge({ label }: { label: string }) {
  return (
    <>
      {" "}
      <span className="ms-2 rounded-full bg-highlight px-1.5 py-0.5 text-[10px] font-bold uppercase leading-none text-highlight-foreground">
        {label}
      </span>
    </>
  );
}
