CREATE TABLE "content_reactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"target_type" varchar(16) NOT NULL,
	"target_id" bigint NOT NULL,
	"member_id" bigint,
	"kind" varchar(8) NOT NULL,
	"channel" varchar(255) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_categories" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"code" varchar(32),
	"pic" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_comments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"course_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"content" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_sections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"course_id" bigint NOT NULL,
	"parent_id" bigint,
	"title" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"pic" text DEFAULT '' NOT NULL,
	"video_sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"is_free" smallint DEFAULT 0 NOT NULL,
	"visits" bigint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"category_id" bigint,
	"teacher_id" bigint,
	"goods_id" bigint,
	"kind" varchar(8) DEFAULT 'video' NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"pic" text DEFAULT '' NOT NULL,
	"module_id" bigint,
	"listed_when_locked" boolean DEFAULT true NOT NULL,
	"price" varchar(16) DEFAULT '0' NOT NULL,
	"cycle" integer DEFAULT 0 NOT NULL,
	"cycle_unit" varchar(8) DEFAULT '' NOT NULL,
	"is_show_price" smallint DEFAULT 1 NOT NULL,
	"visits" bigint DEFAULT 0 NOT NULL,
	"likes" bigint DEFAULT 0 NOT NULL,
	"shares" bigint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"category_id" bigint NOT NULL,
	"teacher_id" bigint,
	"goods_id" bigint,
	"title" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"pic" text DEFAULT '' NOT NULL,
	"pic_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"audio" text DEFAULT '' NOT NULL,
	"module_id" bigint,
	"listed_when_locked" boolean DEFAULT true NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_tuyere" boolean DEFAULT false NOT NULL,
	"is_find" boolean DEFAULT false NOT NULL,
	"visits" bigint DEFAULT 0 NOT NULL,
	"likes" bigint DEFAULT 0 NOT NULL,
	"comments" bigint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_categories" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"code" varchar(32),
	"description" text DEFAULT '' NOT NULL,
	"pic" text DEFAULT '' NOT NULL,
	"teacher_id" bigint,
	"goods_id" bigint,
	"module_id" bigint,
	"is_home" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_comments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"news_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"content" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playback_teachers" (
	"playback_id" bigint NOT NULL,
	"teacher_id" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playbacks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"live_id" bigint,
	"goods_id" bigint,
	"title" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"pic" text DEFAULT '' NOT NULL,
	"video_sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"module_id" bigint,
	"visits" bigint DEFAULT 0 NOT NULL,
	"live_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_race_categories" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_races" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"category_id" bigint,
	"title" varchar(200) NOT NULL,
	"pic" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"start_at" timestamp with time zone DEFAULT now() NOT NULL,
	"end_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "video_categories" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"category_id" bigint,
	"teacher_id" bigint,
	"title" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"pic" text DEFAULT '' NOT NULL,
	"video_sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"module_id" bigint,
	"listed_when_locked" boolean DEFAULT true NOT NULL,
	"visits" bigint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "teacher_id" bigint;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "goods_id" bigint;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "live_rooms" ADD COLUMN "video_sources" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "content" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "cover" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "certificate" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "tags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "content_reactions" ADD CONSTRAINT "content_reactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_comments" ADD CONSTRAINT "course_comments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_comments" ADD CONSTRAINT "course_comments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_sections" ADD CONSTRAINT "course_sections_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_category_id_course_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."course_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_module_id_access_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."access_modules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_category_id_news_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."news_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_module_id_access_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."access_modules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_categories" ADD CONSTRAINT "news_categories_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_categories" ADD CONSTRAINT "news_categories_module_id_access_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."access_modules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_comments" ADD CONSTRAINT "news_comments_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_comments" ADD CONSTRAINT "news_comments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playback_teachers" ADD CONSTRAINT "playback_teachers_playback_id_playbacks_id_fk" FOREIGN KEY ("playback_id") REFERENCES "public"."playbacks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playback_teachers" ADD CONSTRAINT "playback_teachers_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbacks" ADD CONSTRAINT "playbacks_live_id_live_rooms_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."live_rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbacks" ADD CONSTRAINT "playbacks_module_id_access_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."access_modules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_races" ADD CONSTRAINT "stock_races_category_id_stock_race_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."stock_race_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_category_id_video_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."video_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_module_id_access_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."access_modules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_reactions_target_idx" ON "content_reactions" USING btree ("target_type","target_id","kind");--> statement-breakpoint
CREATE INDEX "content_reactions_member_idx" ON "content_reactions" USING btree ("member_id","target_type","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "content_reactions_like_uq" ON "content_reactions" USING btree ("target_type","target_id","member_id") WHERE kind = 'like';--> statement-breakpoint
CREATE INDEX "course_comments_course_idx" ON "course_comments" USING btree ("course_id","id");--> statement-breakpoint
CREATE INDEX "course_sections_course_idx" ON "course_sections" USING btree ("course_id","sort");--> statement-breakpoint
CREATE INDEX "courses_category_idx" ON "courses" USING btree ("category_id","sort");--> statement-breakpoint
CREATE INDEX "courses_teacher_idx" ON "courses" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "news_category_published_idx" ON "news" USING btree ("category_id","published_at");--> statement-breakpoint
CREATE INDEX "news_teacher_published_idx" ON "news" USING btree ("teacher_id","published_at");--> statement-breakpoint
CREATE INDEX "news_published_idx" ON "news" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "news_categories_teacher_idx" ON "news_categories" USING btree ("teacher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "news_categories_code_uq" ON "news_categories" USING btree ("code");--> statement-breakpoint
CREATE INDEX "news_comments_news_idx" ON "news_comments" USING btree ("news_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "playback_teachers_uq" ON "playback_teachers" USING btree ("playback_id","teacher_id");--> statement-breakpoint
CREATE INDEX "playback_teachers_teacher_idx" ON "playback_teachers" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "playbacks_live_idx" ON "playbacks" USING btree ("live_id","live_at");--> statement-breakpoint
CREATE INDEX "playbacks_goods_idx" ON "playbacks" USING btree ("goods_id","live_at");--> statement-breakpoint
CREATE INDEX "stock_races_category_idx" ON "stock_races" USING btree ("category_id","sort");--> statement-breakpoint
CREATE INDEX "videos_category_idx" ON "videos" USING btree ("category_id","sort");--> statement-breakpoint
CREATE INDEX "videos_teacher_idx" ON "videos" USING btree ("teacher_id");