CREATE TABLE "access_modules" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"product_link" text DEFAULT '' NOT NULL,
	CONSTRAINT "access_modules_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "dict_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dict_type" varchar(64) NOT NULL,
	"label" varchar(128) NOT NULL,
	"value" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "level_modules" (
	"level_id" bigint NOT NULL,
	"module_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_message_categories" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(32) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"live_id" bigint NOT NULL,
	"seq" bigint NOT NULL,
	"category_id" bigint DEFAULT 1 NOT NULL,
	"member_id" bigint,
	"teacher_id" bigint,
	"content" text NOT NULL,
	"tpl_id" integer DEFAULT 0 NOT NULL,
	"quote_id" bigint,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_reactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"live_id" bigint NOT NULL,
	"member_id" bigint,
	"kind" varchar(8) NOT NULL,
	"channel" varchar(16) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_room_teachers" (
	"live_id" bigint NOT NULL,
	"teacher_id" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_rooms" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type_code" varchar(8) NOT NULL,
	"title" varchar(128) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"pic" text DEFAULT '' NOT NULL,
	"pic_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"module_id" bigint,
	"goods_id" bigint,
	"is_open_comment" smallint DEFAULT 1 NOT NULL,
	"nav_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"likes" bigint DEFAULT 0 NOT NULL,
	"shares" bigint DEFAULT 0 NOT NULL,
	"visits" bigint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"start_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_top_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"live_id" bigint NOT NULL,
	"category_id" bigint DEFAULT 1 NOT NULL,
	"message_id" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_level_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"level_id" bigint NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_levels" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "level_modules" ADD CONSTRAINT "level_modules_level_id_member_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."member_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_modules" ADD CONSTRAINT "level_modules_module_id_access_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."access_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_messages" ADD CONSTRAINT "live_messages_live_id_live_rooms_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."live_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_messages" ADD CONSTRAINT "live_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_messages" ADD CONSTRAINT "live_messages_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_reactions" ADD CONSTRAINT "live_reactions_live_id_live_rooms_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."live_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_reactions" ADD CONSTRAINT "live_reactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_room_teachers" ADD CONSTRAINT "live_room_teachers_live_id_live_rooms_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."live_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_room_teachers" ADD CONSTRAINT "live_room_teachers_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_rooms" ADD CONSTRAINT "live_rooms_module_id_access_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."access_modules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_top_messages" ADD CONSTRAINT "live_top_messages_live_id_live_rooms_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."live_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_top_messages" ADD CONSTRAINT "live_top_messages_message_id_live_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."live_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_level_grants" ADD CONSTRAINT "member_level_grants_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_level_grants" ADD CONSTRAINT "member_level_grants_level_id_member_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."member_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dict_items_type_idx" ON "dict_items" USING btree ("dict_type","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "level_modules_uq" ON "level_modules" USING btree ("level_id","module_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_messages_room_seq_uq" ON "live_messages" USING btree ("live_id","seq");--> statement-breakpoint
CREATE INDEX "live_messages_room_category_idx" ON "live_messages" USING btree ("live_id","category_id","seq");--> statement-breakpoint
CREATE INDEX "live_messages_member_idx" ON "live_messages" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "live_messages_quote_idx" ON "live_messages" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "live_reactions_room_idx" ON "live_reactions" USING btree ("live_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "live_room_teachers_uq" ON "live_room_teachers" USING btree ("live_id","teacher_id");--> statement-breakpoint
CREATE INDEX "live_room_teachers_teacher_idx" ON "live_room_teachers" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "live_rooms_type_idx" ON "live_rooms" USING btree ("type_code","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "live_top_messages_uq" ON "live_top_messages" USING btree ("live_id","category_id","message_id");--> statement-breakpoint
CREATE INDEX "member_level_grants_member_idx" ON "member_level_grants" USING btree ("member_id","end_at");