-- Every grower account has a farm from registration on, named from the farm given then (spec 2).
-- Until now the first farm appeared with the first claim; accounts that have not claimed yet get
-- theirs here. Ag retailers work on their growers' farms and get none.
INSERT INTO farms (account_id, name)
SELECT a.id, a.name FROM accounts a
WHERE NOT EXISTS (SELECT 1 FROM farms f WHERE f.account_id = a.id)
  AND NOT EXISTS (SELECT 1 FROM users u WHERE u.account_id = a.id AND u.is_ag_retailer);
