#include <cstdio>
struct G { int id; G(int i) : id(i) { std::printf("+G%d\n", id); } ~G() { std::printf("-G%d\n", id); } };
struct Err { int code; };
__attribute__((noinline)) void l3(int x) { G g(3); if (x & 1) throw Err{x}; if (x & 2) throw 2.5; }
__attribute__((noinline)) void l2(int x) { G g(2); l3(x); G h(20); }
__attribute__((noinline)) void l1(int x) {
  G g(1);
  try { l2(x); }
  catch (double d) { std::printf("l1 double %g\n", d); throw; }
}
__attribute__((noinline)) void nothrow_wrap(int x) noexcept { G g(9); (void)x; }
int main() {
  for (int x = 0; x < 4; x++) {
    try { l1(x); std::printf("ok %d\n", x); }
    catch (Err &e) { std::printf("Err %d\n", e.code); }
    catch (...) { std::printf("other\n"); }
  }
  nothrow_wrap(1);
  return 0;
}
