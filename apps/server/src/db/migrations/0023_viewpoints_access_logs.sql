CREATE TABLE "access_logs" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"member_id" bigint,
	"page" varchar(255) NOT NULL,
	"url" varchar(512) NOT NULL,
	"client_title" varchar(64) DEFAULT '' NOT NULL,
	"type_id" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "viewpoint_comments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"viewpoint_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"content" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "viewpoints" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"teacher_id" bigint NOT NULL,
	"module_id" bigint,
	"listed_when_locked" boolean DEFAULT true NOT NULL,
	"title" varchar(100) NOT NULL,
	"teaser" varchar(200) DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"pic_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"visits" bigint DEFAULT 0 NOT NULL,
	"likes" bigint DEFAULT 0 NOT NULL,
	"comments" bigint DEFAULT 0 NOT NULL,
	"shares" bigint DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_logs" ADD CONSTRAINT "access_logs_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewpoint_comments" ADD CONSTRAINT "viewpoint_comments_viewpoint_id_viewpoints_id_fk" FOREIGN KEY ("viewpoint_id") REFERENCES "public"."viewpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewpoint_comments" ADD CONSTRAINT "viewpoint_comments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewpoints" ADD CONSTRAINT "viewpoints_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewpoints" ADD CONSTRAINT "viewpoints_module_id_access_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."access_modules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_logs_started_idx" ON "access_logs" USING btree ("started_at","page");--> statement-breakpoint
CREATE INDEX "viewpoint_comments_viewpoint_idx" ON "viewpoint_comments" USING btree ("viewpoint_id","id");--> statement-breakpoint
CREATE INDEX "viewpoints_published_idx" ON "viewpoints" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "viewpoints_teacher_idx" ON "viewpoints" USING btree ("teacher_id","published_at");