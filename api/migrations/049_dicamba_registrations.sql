-- Registration data checked again (issue 55; api/src/modules/spray-safety/products.json holds every
-- registration of each product, this table one row per name for the report form).
-- Engenia 7969-472 and Tavium 100-1623 are the numbers of the registrations vacated on 6 Feb 2024
-- (D. Ariz.; EPA existing stocks order, 14 Feb 2024): never dated as 2026 registrations. Their
-- registrations of 6 Feb 2026 carry numbers not confirmed here, so the row keeps the vacated
-- registration with its true dates and says so.
UPDATE product_registrations
SET registered_from = '2020-10-27',
    registered_until = '2024-02-06',
    registration_note = 'Over-the-top use on dicamba-tolerant soybean and cotton, registered 27 Oct 2020, '
      'vacated 6 Feb 2024 (D. Ariz.; EPA existing stocks order, 14 Feb 2024). The first, 7969-345 '
      '(20 Dec 2016), was vacated 3 Jun 2020 (9th Cir.). Registered again 6 Feb 2026 under a number '
      'not confirmed here: take it from the label in hand.'
WHERE product_name = 'Engenia';

UPDATE product_registrations
SET registered_from = '2019-04-05',
    registered_until = '2024-02-06',
    registration_note = 'Over-the-top use on dicamba-tolerant soybean and cotton, registered 5 Apr 2019, '
      'extended 27 Oct 2020, vacated 6 Feb 2024 (D. Ariz.; EPA existing stocks order, 14 Feb 2024). '
      'Registered again 6 Feb 2026 under a number not confirmed here: take it from the label in hand.'
WHERE product_name = 'Tavium';

-- Enlist Duo was first registered 15 Oct 2014 and registered again 11 Jan 2022 for seven years.
UPDATE product_registrations
SET registered_from = '2014-10-15',
    registration_note = 'First registered 15 Oct 2014; registered again 11 Jan 2022 for seven years, over '
      'the top of Enlist crops (Seed World, 12 Jan 2022). Prohibited in some counties: see its label.'
WHERE product_name = 'Enlist Duo';
