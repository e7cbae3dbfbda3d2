/** The 'New' badge after a menu item's label; the space keeps the item's name "Ski Resorts New", not "Ski ResortsNew". */
export function NewBadge({ label }: { label: string }) {
  return (
    <>
      {" "}
      <span className="new-badge">
        {label}
      </span>
    </>
  );
}
