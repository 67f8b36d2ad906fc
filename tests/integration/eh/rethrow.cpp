#include <cstdio>
#include <exception>
#include <string>
struct B { virtual ~B() {} virtual const char *w() const { return "B"; } };
struct D1 : B { const char *w() const override { return "D1"; } };
static std::exception_ptr saved;
__attribute__((noinline)) void thrower(int k) { if (k == 0) throw D1(); if (k == 1) throw B(); if (k == 2) throw std::string("str"); }
__attribute__((noinline)) void middle(int k) {
  try { thrower(k); }
  catch (B &b) { std::printf("middle %s\n", b.w()); saved = std::current_exception(); throw; }
}
int main() {
  for (int k = 0; k < 4; k++) {
    try { middle(k); std::printf("none %d\n", k); }
    catch (D1 &d) { std::printf("D1 %s\n", d.w()); }
    catch (B &b) { std::printf("B %s\n", b.w()); }
    catch (std::string &s) { std::printf("s %s\n", s.c_str()); }
  }
  try { if (saved) std::rethrow_exception(saved); } catch (B &b) { std::printf("saved %s\n", b.w()); }
  return 0;
}
