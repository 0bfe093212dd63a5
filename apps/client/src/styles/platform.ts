// Mini-program build: native components need no extra stylesheet (see platform.h5.ts).
export {};
