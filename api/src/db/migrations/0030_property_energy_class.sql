-- The energy class of every stored listing derived from its value by the table of GEG Anlage 10 (the seed had set
-- classes that did not match the values); `modules/properties/energy.ts` holds the same table.
UPDATE "properties" SET "energy" = jsonb_set("energy", '{energy_class}', to_jsonb(CASE
  WHEN ("energy"->>'energy_value_kwh')::double precision < 30 THEN 'A+'
  WHEN ("energy"->>'energy_value_kwh')::double precision < 50 THEN 'A'
  WHEN ("energy"->>'energy_value_kwh')::double precision < 75 THEN 'B'
  WHEN ("energy"->>'energy_value_kwh')::double precision < 100 THEN 'C'
  WHEN ("energy"->>'energy_value_kwh')::double precision < 130 THEN 'D'
  WHEN ("energy"->>'energy_value_kwh')::double precision < 160 THEN 'E'
  WHEN ("energy"->>'energy_value_kwh')::double precision < 200 THEN 'F'
  WHEN ("energy"->>'energy_value_kwh')::double precision < 250 THEN 'G'
  ELSE 'H'
END::text))
WHERE jsonb_typeof("energy"->'energy_value_kwh') = 'number';
