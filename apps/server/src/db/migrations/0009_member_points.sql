CREATE TABLE "member_points" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"amount" integer NOT NULL,
	"type" varchar(16) NOT NULL,
	"business_id" varchar(64) NOT NULL,
	"streak_day" smallint,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_points" ADD CONSTRAINT "member_points_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_points_business_uq" ON "member_points" USING btree ("member_id","type","business_id");--> statement-breakpoint
CREATE INDEX "member_points_member_created_idx" ON "member_points" USING btree ("member_id","created_at");