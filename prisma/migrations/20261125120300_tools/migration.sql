-- Travel tools: etiquette guides, cost data, airports and city guides (issue 21).
CREATE TABLE "etiquette_guides" (
    "country_code" VARCHAR(2) NOT NULL,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "content" JSONB NOT NULL,
    "plug_types" TEXT[],
    "voltage" TEXT NOT NULL,
    "emergency_number" TEXT NOT NULL,
    "driving_side" TEXT NOT NULL,
    "currency" VARCHAR(3) NOT NULL,
    "source" TEXT NOT NULL,
    "as_of" TEXT NOT NULL,
    CONSTRAINT "etiquette_guides_pkey" PRIMARY KEY ("country_code")
);
CREATE UNIQUE INDEX "etiquette_guides_slug_key" ON "etiquette_guides"("slug");
CREATE INDEX "etiquette_guides_name_idx" ON "etiquette_guides"("name");

CREATE TABLE "country_costs" (
    "country_code" VARCHAR(2) NOT NULL,
    "name" TEXT NOT NULL,
    "price_level" DOUBLE PRECISION NOT NULL,
    "source" TEXT NOT NULL,
    "as_of" TEXT NOT NULL,
    CONSTRAINT "country_costs_pkey" PRIMARY KEY ("country_code")
);
CREATE INDEX "country_costs_name_idx" ON "country_costs"("name");

CREATE TABLE "destination_costs" (
    "destination_slug" TEXT NOT NULL,
    "country_code" VARCHAR(2) NOT NULL,
    "factor" DOUBLE PRECISION NOT NULL,
    "source" TEXT NOT NULL,
    "as_of" TEXT NOT NULL,
    CONSTRAINT "destination_costs_pkey" PRIMARY KEY ("destination_slug")
);

CREATE TABLE "airports" (
    "iata" VARCHAR(3) NOT NULL,
    "name" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "country_code" VARCHAR(2) NOT NULL,
    "latitude" DOUBLE PRECISION NOT NULL,
    "longitude" DOUBLE PRECISION NOT NULL,
    CONSTRAINT "airports_pkey" PRIMARY KEY ("iata")
);
CREATE INDEX "airports_country_code_idx" ON "airports"("country_code");

CREATE TABLE "city_guides" (
    "destination_slug" TEXT NOT NULL,
    "airport_iata" VARCHAR(3) NOT NULL,
    "content" JSONB NOT NULL,
    "source" TEXT NOT NULL,
    "as_of" TEXT NOT NULL,
    CONSTRAINT "city_guides_pkey" PRIMARY KEY ("destination_slug")
);
