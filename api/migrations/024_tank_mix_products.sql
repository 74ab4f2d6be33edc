-- Products in a tank mix, and product exceptions to the tolerance table (issue 31, "Product
-- exceptions to active-level tolerance"). Tolerance is recorded per active ingredient, but some
-- products injure a crop whose trait tolerates their active: Provisia herbicide and Highcard are
-- both quizalofop, yet each is labelled for one rice trait only and injures the other. Sources
-- are in CATALOG_SOURCES.md beside this file.

-- The brands a grower names for a mix ('Provisia'), as the catalogue lists them in
-- active_ingredients.products without the parenthesised note. Each carries one of the mix's
-- actives; none named means the mix is judged by its actives alone.
CREATE TABLE tank_mix_products (
  tank_mix_id bigint NOT NULL REFERENCES tank_mixes (id) ON DELETE CASCADE,
  product text NOT NULL,
  PRIMARY KEY (tank_mix_id, product)
);

-- A product that injures a crop as planted through one of its actives, whatever the tolerance
-- tables say of that active: the product's label leaves the trait out and the crop is hurt by it.
CREATE TABLE product_exceptions (
  product text NOT NULL,
  crop_id integer NOT NULL REFERENCES crops (id),
  crop_trait_id integer NOT NULL REFERENCES crop_traits (id),
  active_ingredient_id integer NOT NULL REFERENCES active_ingredients (id),
  source text NOT NULL,
  PRIMARY KEY (product, crop_trait_id, active_ingredient_id)
);

-- Provisia herbicide carries no safener and is labelled for Provisia rice only; Highcard is
-- labelled for Max-Ace rice only.
INSERT INTO product_exceptions (product, crop_id, crop_trait_id, active_ingredient_id, source)
SELECT e.product, c.id, t.id, a.id, e.source
FROM (VALUES
  ('Provisia', 'Max-Ace',
   'AgFax Weed Solutions, 2 May 2022: "Provisia herbicide CANNOT be sprayed on Max-Ace rice and '
   'Highcard CANNOT be sprayed on Provisia rice"; Provisia has no safener, and injury to Max-Ace '
   'rice was seen in Louisiana (Eric Webster, LSU AgCenter).'),
  ('Highcard', 'Provisia',
   'AgFax Weed Solutions, 2 May 2022: "Highcard CANNOT be sprayed on Provisia rice"; Highcard "is '
   'labeled for use only on Max-Ace rice" (Rice Farming, May 2021).')
) AS e (product, trait_name, source)
JOIN crops c ON c.name = 'rice'
JOIN crop_traits t ON t.crop_id = c.id AND t.trait_name = e.trait_name
JOIN active_ingredients a ON a.name = 'quizalofop';
