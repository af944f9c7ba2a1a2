-- The language a property's numbers and dates are written in by the console (a BCP 47 tag).
ALTER TABLE properties ADD COLUMN locale text NOT NULL DEFAULT 'en';
