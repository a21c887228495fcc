CREATE TABLE "data_version" (
	"scope" text PRIMARY KEY NOT NULL,
	"epoch" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);--> statement-breakpoint
INSERT INTO "data_version" ("scope", "epoch") VALUES ('reference', substr(md5(random()::text), 1, 8)), ('content', substr(md5(random()::text), 1, 8));--> statement-breakpoint
-- A statement that changed rows moves its scope's version (a statement that matched none does not: the
-- transition table is empty). PostgreSQL allows one event per trigger with a transition table.
CREATE FUNCTION "bump_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' OR EXISTS (SELECT 1 FROM "changed") THEN
    UPDATE "data_version" SET "version" = "version" + 1 WHERE "scope" = TG_ARGV[0];
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "institution_insert_version" AFTER INSERT ON "institution" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('reference');--> statement-breakpoint
CREATE TRIGGER "institution_update_version" AFTER UPDATE ON "institution" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('reference');--> statement-breakpoint
CREATE TRIGGER "institution_delete_version" AFTER DELETE ON "institution" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('reference');--> statement-breakpoint
CREATE TRIGGER "institution_truncate_version" AFTER TRUNCATE ON "institution" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('reference');--> statement-breakpoint
CREATE TRIGGER "major_insert_version" AFTER INSERT ON "major" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('reference');--> statement-breakpoint
CREATE TRIGGER "major_update_version" AFTER UPDATE ON "major" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('reference');--> statement-breakpoint
CREATE TRIGGER "major_delete_version" AFTER DELETE ON "major" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('reference');--> statement-breakpoint
CREATE TRIGGER "major_truncate_version" AFTER TRUNCATE ON "major" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('reference');--> statement-breakpoint
CREATE TRIGGER "offering_insert_version" AFTER INSERT ON "offering" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('reference');--> statement-breakpoint
CREATE TRIGGER "offering_update_version" AFTER UPDATE ON "offering" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('reference');--> statement-breakpoint
CREATE TRIGGER "offering_delete_version" AFTER DELETE ON "offering" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('reference');--> statement-breakpoint
CREATE TRIGGER "offering_truncate_version" AFTER TRUNCATE ON "offering" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('reference');--> statement-breakpoint
CREATE TRIGGER "admission_record_insert_version" AFTER INSERT ON "admission_record" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('reference');--> statement-breakpoint
CREATE TRIGGER "admission_record_update_version" AFTER UPDATE ON "admission_record" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('reference');--> statement-breakpoint
CREATE TRIGGER "admission_record_delete_version" AFTER DELETE ON "admission_record" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('reference');--> statement-breakpoint
CREATE TRIGGER "admission_record_truncate_version" AFTER TRUNCATE ON "admission_record" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('reference');--> statement-breakpoint
CREATE TRIGGER "control_line_insert_version" AFTER INSERT ON "control_line" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('reference');--> statement-breakpoint
CREATE TRIGGER "control_line_update_version" AFTER UPDATE ON "control_line" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('reference');--> statement-breakpoint
CREATE TRIGGER "control_line_delete_version" AFTER DELETE ON "control_line" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('reference');--> statement-breakpoint
CREATE TRIGGER "control_line_truncate_version" AFTER TRUNCATE ON "control_line" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('reference');--> statement-breakpoint
CREATE TRIGGER "rank_table_insert_version" AFTER INSERT ON "rank_table" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('reference');--> statement-breakpoint
CREATE TRIGGER "rank_table_update_version" AFTER UPDATE ON "rank_table" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('reference');--> statement-breakpoint
CREATE TRIGGER "rank_table_delete_version" AFTER DELETE ON "rank_table" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('reference');--> statement-breakpoint
CREATE TRIGGER "rank_table_truncate_version" AFTER TRUNCATE ON "rank_table" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('reference');--> statement-breakpoint
CREATE TRIGGER "school_alias_insert_version" AFTER INSERT ON "school_alias" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('reference');--> statement-breakpoint
CREATE TRIGGER "school_alias_update_version" AFTER UPDATE ON "school_alias" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('reference');--> statement-breakpoint
CREATE TRIGGER "school_alias_delete_version" AFTER DELETE ON "school_alias" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('reference');--> statement-breakpoint
CREATE TRIGGER "school_alias_truncate_version" AFTER TRUNCATE ON "school_alias" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('reference');--> statement-breakpoint
CREATE TRIGGER "qj_school_insert_version" AFTER INSERT ON "qj_school" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('reference');--> statement-breakpoint
CREATE TRIGGER "qj_school_update_version" AFTER UPDATE ON "qj_school" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('reference');--> statement-breakpoint
CREATE TRIGGER "qj_school_delete_version" AFTER DELETE ON "qj_school" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('reference');--> statement-breakpoint
CREATE TRIGGER "qj_school_truncate_version" AFTER TRUNCATE ON "qj_school" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('reference');--> statement-breakpoint
CREATE TRIGGER "qj_major_insert_version" AFTER INSERT ON "qj_major" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('reference');--> statement-breakpoint
CREATE TRIGGER "qj_major_update_version" AFTER UPDATE ON "qj_major" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('reference');--> statement-breakpoint
CREATE TRIGGER "qj_major_delete_version" AFTER DELETE ON "qj_major" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('reference');--> statement-breakpoint
CREATE TRIGGER "qj_major_truncate_version" AFTER TRUNCATE ON "qj_major" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('reference');--> statement-breakpoint
CREATE TRIGGER "qj_enroll_score_insert_version" AFTER INSERT ON "qj_enroll_score" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('reference');--> statement-breakpoint
CREATE TRIGGER "qj_enroll_score_update_version" AFTER UPDATE ON "qj_enroll_score" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('reference');--> statement-breakpoint
CREATE TRIGGER "qj_enroll_score_delete_version" AFTER DELETE ON "qj_enroll_score" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('reference');--> statement-breakpoint
CREATE TRIGGER "qj_enroll_score_truncate_version" AFTER TRUNCATE ON "qj_enroll_score" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('reference');--> statement-breakpoint
CREATE TRIGGER "dict_insert_version" AFTER INSERT ON "dict" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('content');--> statement-breakpoint
CREATE TRIGGER "dict_update_version" AFTER UPDATE ON "dict" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('content');--> statement-breakpoint
CREATE TRIGGER "dict_delete_version" AFTER DELETE ON "dict" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('content');--> statement-breakpoint
CREATE TRIGGER "dict_truncate_version" AFTER TRUNCATE ON "dict" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('content');--> statement-breakpoint
CREATE TRIGGER "dict_data_insert_version" AFTER INSERT ON "dict_data" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('content');--> statement-breakpoint
CREATE TRIGGER "dict_data_update_version" AFTER UPDATE ON "dict_data" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('content');--> statement-breakpoint
CREATE TRIGGER "dict_data_delete_version" AFTER DELETE ON "dict_data" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('content');--> statement-breakpoint
CREATE TRIGGER "dict_data_truncate_version" AFTER TRUNCATE ON "dict_data" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('content');--> statement-breakpoint
CREATE TRIGGER "contact_member_insert_version" AFTER INSERT ON "contact_member" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('content');--> statement-breakpoint
CREATE TRIGGER "contact_member_update_version" AFTER UPDATE ON "contact_member" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('content');--> statement-breakpoint
CREATE TRIGGER "contact_member_delete_version" AFTER DELETE ON "contact_member" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('content');--> statement-breakpoint
CREATE TRIGGER "contact_member_truncate_version" AFTER TRUNCATE ON "contact_member" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('content');--> statement-breakpoint
CREATE TRIGGER "setting_insert_version" AFTER INSERT ON "setting" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('content');--> statement-breakpoint
CREATE TRIGGER "setting_update_version" AFTER UPDATE ON "setting" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('content');--> statement-breakpoint
CREATE TRIGGER "setting_delete_version" AFTER DELETE ON "setting" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('content');--> statement-breakpoint
CREATE TRIGGER "setting_truncate_version" AFTER TRUNCATE ON "setting" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('content');--> statement-breakpoint
CREATE TRIGGER "content_item_insert_version" AFTER INSERT ON "content_item" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('content');--> statement-breakpoint
CREATE TRIGGER "content_item_delete_version" AFTER DELETE ON "content_item" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('content');--> statement-breakpoint
CREATE TRIGGER "content_item_truncate_version" AFTER TRUNCATE ON "content_item" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('content');--> statement-breakpoint
-- An article being read (its view_count) is not a change of content; any other column is.
CREATE FUNCTION "bump_content_item_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM "changed" AS n JOIN "before" AS o ON o."id" = n."id"
    WHERE to_jsonb(n) - 'view_count' IS DISTINCT FROM to_jsonb(o) - 'view_count'
  ) THEN
    UPDATE "data_version" SET "version" = "version" + 1 WHERE "scope" = 'content';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "content_item_update_version" AFTER UPDATE ON "content_item" REFERENCING OLD TABLE AS "before" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_item_version"();
