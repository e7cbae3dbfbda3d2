import { renderToStaticMarkup } from "react-dom/server";
import { MarkerMap, type MapPoint } from "./marker-map";

type Marker = MapPoint & { big?: boolean };

const markers: Marker[] = [
  { id: "a", href: "/en/a", label: "Alpha", latitude: 10, longitude: 20, big: true },
  { id: "b", href: "/en/b", label: "Beta", latitude: 30, longitude: 40 },
  { id: "c", href: "/en/c", label: "Gamma", latitude: -90, longitude: 0 },
];

function render(props: { withList?: boolean; linked?: boolean } = {}) {
  return renderToStaticMarkup(
    <MarkerMap
      markers={markers}
      // The fake projection cannot place the south pole.
      project={(marker) => (marker.latitude > -90 ? [marker.longitude, marker.latitude] : null)}
      look={(marker) => (marker.big ? { radius: 8, fill: "#dc2626", onTop: true } : { radius: 5, fill: "#0369a1" })}
      width={100}
      height={50}
      baseMapHref="/maps/base.svg"
      titleIdPrefix="test-map-"
      title="Test Map"
      offMapLabel="Not on the map:"
      {...props}
    />,
  );
}

describe("MarkerMap", () => {
  it("draws each placed marker as a link, the on-top ones last", () => {
    const html = render();
    expect(html).toContain('aria-labelledby="test-map-test-map"');
    expect(html).toContain('<image href="/maps/base.svg"');
    const beta = html.indexOf('<a href="/en/b" aria-label="Beta"');
    const alpha = html.indexOf('<a href="/en/a" aria-label="Alpha"');
    expect(beta).toBeGreaterThan(-1);
    expect(alpha).toBeGreaterThan(beta);
    expect(html).toContain('<circle cx="20" cy="10" r="8" fill="#dc2626"');
    expect(html).toContain('<circle cx="40" cy="30" r="5" fill="#0369a1"');
    expect(html).not.toContain('aria-label="Gamma"');
  });

  it("lists the markers it cannot place under the map, and every marker for screen readers", () => {
    const html = render();
    expect(html).toMatch(/Not on the map: <span><a href="\/en\/c"[^>]*>Gamma<\/a><\/span>/);
    expect(html).toMatch(/<figcaption class="sr-only"><ul aria-label="Test Map">(<li><a href="[^"]+" tabindex="-1">\w+<\/a><\/li>){3}<\/ul>/);
  });

  it("leaves the screen-reader list out when the page lists the markers already", () => {
    expect(render({ withList: false })).not.toContain("<figcaption");
  });
});

describe("MarkerMap without links", () => {
  it("draws the placed markers as one path of dots per colour, an image named by its title, and still links those off the map", () => {
    const html = render({ withList: false, linked: false });
    expect(html).toContain('role="img" aria-labelledby="test-map-test-map"');
    expect(html).not.toContain('<a href="/en/a"');
    expect(html).not.toContain('<a href="/en/b"');
    // Alpha at (20, 10) radius 8, Beta at (40, 30) radius 5: each circle two arcs from its left edge.
    expect(html).toContain('<path d="M12 10a8 8 0 1 0 16 0a8 8 0 1 0 -16 0" fill="#dc2626" data-dots="1"></path>');
    expect(html).toContain('<path d="M35 30a5 5 0 1 0 10 0a5 5 0 1 0 -10 0" fill="#0369a1" data-dots="1"></path>');
    expect(html).toMatch(/Not on the map: <span><a href="\/en\/c"[^>]*>Gamma<\/a><\/span>/);
  });
});
