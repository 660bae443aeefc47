int clib_answer(void);
